import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Mail, Mailer } from '../../domain/mailer';
import { tracedClient } from '../../lib/tracer';

/** The mail port in AWS. */
export class SesMailer implements Mailer {
  constructor(
    private readonly from: string,
    private readonly client: SESv2Client = tracedClient(new SESv2Client({})),
  ) {}

  async send(mail: Mail): Promise<void> {
    await this.client.send(
      new SendEmailCommand({
        FromEmailAddress: this.from,
        Destination: { ToAddresses: [mail.to] },
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: {
              Text: { Data: mail.text, Charset: 'UTF-8' },
              ...(mail.html === undefined ? {} : { Html: { Data: mail.html, Charset: 'UTF-8' } }),
            },
          },
        },
      }),
    );
  }
}
