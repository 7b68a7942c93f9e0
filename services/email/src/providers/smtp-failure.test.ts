import { ProviderFailure } from '../domain/email.ports';
import { classifySmtpError, isHardBounce, mayHaveBeenDelivered, smtpFailure } from './smtp-failure';

describe('SMTP failure classification', () => {
  it.each([
    [{ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:1' }, 'transient'],
    [{ code: 'ETIMEDOUT' }, 'transient'],
    [{ code: 'ECONNECTION' }, 'transient'],
    [{ code: 'EABORT' }, 'transient'],
    [{ code: 'EENVELOPE', responseCode: 451 }, 'transient'],
    [{ code: 'EENVELOPE', responseCode: 421 }, 'transient'],
    [{ code: 'EPROTOCOL', responseCode: 503 }, 'transient'],
    [{ code: 'EENVELOPE', responseCode: 550 }, 'permanent'],
    [{ code: 'EMESSAGE', responseCode: 554 }, 'permanent'],
    [{ code: 'EAUTH', responseCode: 535 }, 'permanent'],
    [{ code: 'EENVELOPE' }, 'permanent'],
    [{ code: 'ECONFIG' }, 'permanent'],
    [new Error('anything else'), 'permanent'],
  ])('when the error is %j, then it is %s', (err, kind) => {
    expect(classifySmtpError(err)).toBe(kind);
  });

  it("when the server replied, then the reason is the server's reply, otherwise the error message", () => {
    const sut = smtpFailure({
      code: 'EENVELOPE',
      responseCode: 550,
      response: '550 5.1.1 no such user',
      message: 'x',
    });
    expect(sut).toBeInstanceOf(ProviderFailure);
    expect(sut).toMatchObject({ kind: 'permanent', message: '550 5.1.1 no such user' });
    expect(smtpFailure({ code: 'ESOCKET', message: 'connect ECONNREFUSED' }).message).toBe(
      'connect ECONNREFUSED',
    );
  });

  it.each([
    [{ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:1' }, false],
    [{ code: 'EDNS', message: 'getaddrinfo ENOTFOUND smtp.example' }, false],
    [{ code: 'EENVELOPE', responseCode: 451 }, false],
    [{ code: 'EMESSAGE', responseCode: 554 }, false],
    [{ code: 'ECONNECTION', message: 'Connection closed unexpectedly' }, true],
    [{ code: 'ETIMEDOUT', message: 'Timeout' }, true],
    [{ code: 'EABORT' }, true],
  ])('when the error is %j, then the server may have taken the message: %s', (err, maybe) => {
    expect(mayHaveBeenDelivered(err)).toBe(maybe);
    expect(smtpFailure(err).maybeDelivered).toBe(maybe);
  });

  it.each([
    [{ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' }, true],
    [{ code: 'EENVELOPE', responseCode: 553, command: 'RCPT TO' }, true],
    [{ code: 'EENVELOPE', responseCode: 450, command: 'RCPT TO' }, false],
    [{ code: 'EENVELOPE', responseCode: 503, command: 'RCPT TO' }, false],
    [{ code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' }, false],
    [{ code: 'EMESSAGE', responseCode: 554, command: 'DATA' }, false],
    [{ code: 'EENVELOPE', responseCode: 550, command: 'MAIL FROM' }, false],
    [{ code: 'ECONNECTION' }, false],
  ])('when the error is %j, then a hard bounce is %s', (err, bounce) => {
    expect(isHardBounce(err)).toBe(bounce);
    expect(smtpFailure(err).hardBounce).toBe(bounce);
  });
});
