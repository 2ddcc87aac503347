import { describe, expect, it } from 'vitest';
import {
  canMoveStatus,
  hasPermit,
  isApplicationStatus,
  isPaidStatus,
  statusAfterGateway,
} from './payment-status.ts';

describe('application status moves', () => {
  it('follows pending → paid → issued → emailed', () => {
    expect(canMoveStatus('pending', 'paid')).toBe(true);
    expect(canMoveStatus('paid', 'issued')).toBe(true);
    expect(canMoveStatus('issued', 'emailed')).toBe(true);
  });

  it('never skips payment or goes backwards', () => {
    expect(canMoveStatus('pending', 'issued')).toBe(false);
    expect(canMoveStatus('pending', 'emailed')).toBe(false);
    expect(canMoveStatus('issued', 'paid')).toBe(false);
    expect(canMoveStatus('emailed', 'pending')).toBe(false);
  });

  it('lets a pending application expire, fail or be canceled', () => {
    expect(canMoveStatus('pending', 'expired')).toBe(true);
    expect(canMoveStatus('pending', 'failed')).toBe(true);
    expect(canMoveStatus('pending', 'canceled')).toBe(true);
  });

  it('still accepts a late payment for a closed application, so money taken ends in a permit', () => {
    expect(canMoveStatus('expired', 'paid')).toBe(true);
    expect(canMoveStatus('canceled', 'paid')).toBe(true);
  });

  it('knows which statuses mean money taken and a permit made', () => {
    expect(isPaidStatus('pending')).toBe(false);
    expect(isPaidStatus('issued')).toBe(true);
    expect(hasPermit('paid')).toBe(false);
    expect(hasPermit('emailed')).toBe(true);
    expect(isApplicationStatus('emailed')).toBe(true);
    expect(isApplicationStatus('lost')).toBe(false);
  });

  it('maps processor statuses', () => {
    expect(statusAfterGateway('succeeded')).toBe('paid');
    expect(statusAfterGateway('canceled')).toBe('canceled');
    expect(statusAfterGateway('requires_action')).toBe('pending');
  });
});
