import { afterAll, describe, expect, it } from 'vitest';
import { devClockRead } from '@monsoon/contracts/dev-controls';
import { createShiftableClock, systemClock } from '@/lib/clock.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';

const apps: TestApp[] = [];
afterAll(async () => Promise.all(apps.map((a) => a.close())));

describe('/dev/clock', () => {
  it('does not exist without the dev controls, nor on a process whose clock cannot move', async () => {
    const plain = await createTestApp({
      env: { ENABLE_DEV_ROUTES: 'false' },
      clock: createShiftableClock(),
    });
    const fixed = await createTestApp({ env: { ENABLE_DEV_ROUTES: 'true' }, clock: systemClock });
    apps.push(plain, fixed);
    for (const t of [plain, fixed]) {
      const res = await wire(t.app).fail('PUT', '/dev/clock', { payload: { shiftMs: 60_000 } });
      expect(res).toMatchObject({ status: 404, errorCode: 'not.found' });
    }
  });

  it("moves the server's clock forward and never back", async () => {
    const clock = createShiftableClock();
    const t = await createTestApp({ env: { ENABLE_DEV_ROUTES: 'true' }, clock });
    apps.push(t);
    const api = wire(t.app);
    const before = await api.ok(devClockRead.value, 'GET', '/dev/clock');
    expect(before.offsetMs).toBe(0);
    const after = await api.ok(devClockRead.value, 'PUT', '/dev/clock', {
      payload: { shiftMs: 3_600_000 },
    });
    expect(after.offsetMs).toBe(3_600_000);
    expect(after.now - before.now).toBeGreaterThanOrEqual(3_600_000);
    expect(clock.now().getTime() - Date.now()).toBeGreaterThanOrEqual(3_599_000);
    const back = await api.fail('PUT', '/dev/clock', { payload: { shiftMs: -1 } });
    expect(back).toMatchObject({ status: 400, errorCode: 'invalid.request' });
    expect(clock.offsetMs()).toBe(3_600_000);
  });
});
