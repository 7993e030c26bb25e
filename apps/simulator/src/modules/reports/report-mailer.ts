import type { Transporter } from 'nodemailer';

/** A scheduled report's mail (RPT-16). */
export interface ReportMail {
  to: readonly string[];
  subject: string;
  text: string;
  attachment: { fileName: string; contentType: string; bytes: Buffer };
}

export interface ReportMailer {
  /** 'smtp' when mails leave through a server, 'outbox' when they are only kept (RPT-16). */
  readonly kind: 'smtp' | 'outbox';
  send(mail: ReportMail): Promise<void>;
}

/** No SMTP server configured: the mail is kept in the outbox only. */
export const OUTBOX_ONLY: ReportMailer = { kind: 'outbox', send: async () => undefined };

/**
 * RPT-16: mails through the SMTP server of `ARMADA_SMTP_URL`
 * (`smtp://user:pass@host:587`, `smtps://…:465`), from `ARMADA_SMTP_FROM`. nodemailer is loaded
 * only when a URL is set.
 */
export async function smtpMailer(url: string, from: string): Promise<ReportMailer> {
  const nodemailer = await import('nodemailer');
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from,
        to: [...mail.to],
        subject: mail.subject,
        text: mail.text,
        attachments: [
          {
            filename: mail.attachment.fileName,
            content: mail.attachment.bytes,
            contentType: mail.attachment.contentType,
          },
        ],
      });
    },
  };
}

/** The mailer the environment asks for (docs: README "Scheduled reports"). */
export async function mailerFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<ReportMailer> {
  const url = env.ARMADA_SMTP_URL?.trim();
  if (!url) return OUTBOX_ONLY;
  if (!/^smtps?:\/\/[^\s]+$/.test(url)) {
    throw new Error(
      'ARMADA_SMTP_URL must be an smtp:// or smtps:// URL (or unset for the outbox).',
    );
  }
  return smtpMailer(url, env.ARMADA_SMTP_FROM?.trim() || 'Armada <laporan@armada.local>');
}
