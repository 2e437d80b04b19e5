import { Logger } from '@aws-lambda-powertools/logger';

// One Powertools logger for every handler. It carries ids, statuses and timings only: never names,
// amounts, claim or invoice numbers, file names or extracted values (Decision 1).
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'fairbill' });
