import { isLater, resolveStatus } from './status.rules';

describe('status rules', () => {
  it('when statuses are compared, then they only move forward', () => {
    expect(isLater('delivered', 'sent')).toBe(true);
    expect(isLater('sent', 'read')).toBe(false);
    expect(isLater('failed', 'delivered')).toBe(false);
    expect(isLater('failed', 'sent')).toBe(true);
  });

  it('when reports arrive out of order, then the furthest one wins', () => {
    const events = [
      { status: 'read' as const, error: null },
      { status: 'delivered' as const, error: null },
    ];
    expect(resolveStatus({ status: 'sent', error: null }, events)).toEqual({ status: 'read', error: null });
  });

  it('when a failure is reported after a sent message, then it fails with the reason', () => {
    expect(resolveStatus({ status: 'sent', error: null }, [{ status: 'failed', error: 'blocked' }])).toEqual({
      status: 'failed',
      error: 'blocked',
    });
  });

  it('when a late failure follows a read report, then the message stays read', () => {
    const events = [
      { status: 'read' as const, error: null },
      { status: 'failed' as const, error: 'late' },
    ];
    expect(resolveStatus({ status: 'sent', error: null }, events)).toEqual({ status: 'read', error: null });
  });

  it('when nothing later is reported, then the stored status stays', () => {
    expect(resolveStatus({ status: 'read', error: null }, [{ status: 'delivered', error: null }])).toEqual({
      status: 'read',
      error: null,
    });
  });

  it('when the outcome is unknown, then it keeps its reason, and any later report of the provider settles it', () => {
    const unknown = { status: 'unknown' as const, error: 'outcome unknown' };
    expect(resolveStatus(unknown, [])).toEqual(unknown);
    expect(isLater('unknown', 'queued')).toBe(true);
    expect(resolveStatus(unknown, [{ status: 'sent', error: null }])).toEqual({
      status: 'sent',
      error: null,
    });
  });
});
