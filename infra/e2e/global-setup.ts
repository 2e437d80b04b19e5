// Replaced by the local-stack work: starts the stack that `npm start` runs, for the journeys.
export default async function setup(): Promise<void> {}
