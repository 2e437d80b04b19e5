/** One outgoing e-mail. */
export type Mail = { to: string; subject: string; text: string; html?: string };

/** The mail port: SES in AWS, the outbox folder locally. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
