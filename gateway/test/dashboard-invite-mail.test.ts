import { type Stack, startStack } from '@rapport/testkit';
import { SMTPServer } from 'smtp-server';
import { DashboardClient, PASSWORD, signedInOwner } from './dashboard.helpers';

// With an email provider that sends (SMTP), an invitation also reaches the invited person by mail,
// through the email service; without one (the log provider) the link is only shown.
describe('dashboard invitations by email', () => {
  let stack: Stack;
  let smtp: SMTPServer;
  const received: { to: string; body: string }[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    stack = await startStack({
      services: ['contacts', 'companies', 'email'],
      env: {
        TRUST_PROXY: '1',
        EMAIL_PROVIDER: 'smtp',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        DASHBOARD_URL: 'https://app.rapport.test/dashboard/',
      },
    });
  });
  afterAll(async () => {
    await stack.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('when an Owner invites someone, then the set-password link is emailed to them and works once', async () => {
    const { client: owner } = await signedInOwner(stack);
    const email = `invitee-${Date.now()}@example.com`;
    const page = await owner.submit('/dashboard/settings/people', '/dashboard/settings/people', {
      name: 'Invited Person',
      email,
      role: 'member',
    });
    expect(page.status).toBe(201);
    expect(page.html).toContain('We emailed this link');
    const mail = received.find((m) => m.to === email);
    expect(mail).toBeDefined();
    const shown = /id="invite-link"[^>]*value="([^"]+)"/.exec(page.html)![1]!.replace(/&#x3D;/g, '=');
    // Built on DASHBOARD_URL, not on the Host header the request came with.
    expect(shown).toMatch(/^https:\/\/app\.rapport\.test\/dashboard\/set-password\?token=[^&]+$/);
    const token = new URL(shown).searchParams.get('token')!;
    // quoted-printable may fold the line: compare without soft line breaks
    expect(mail!.body.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(`token=${token}`);
    // The emailed link is the one that lets the invited person choose a password.
    const invitee = new DashboardClient(stack.baseUrl);
    const path = `/dashboard/set-password?token=${token}`;
    const done = await invitee.submit(path, '/dashboard/set-password', {
      token,
      password: PASSWORD,
      confirm: PASSWORD,
    });
    expect(done.status).toBe(303);
  });
});
