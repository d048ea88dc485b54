import { performance } from 'node:perf_hooks';
import {
  devClockRead,
  devClockShift,
  devLotteryOdds,
  devMerchantScreens,
  devRunJob,
} from '@monsoon/contracts/dev-controls';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import { jobDefinitions } from '@/jobs/index.ts';
import { isShiftable } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import { playOddsFromJson } from '@/modules/lottery/rules/odds-json.ts';
import type { ModuleContext } from '@/services.ts';

/** Development-only controls for the browser journeys: registered only with ENABLE_DEV_ROUTES (`devModules`). */
export async function registerDevControlsModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  const { merchants, lotteryOdds } = ctx.services;
  registerCall(app, devMerchantScreens, async ({ req, body }) => {
    const m = req.merchant;
    const content = body.maintenance
      ? { ...m.settings.maintenance.content, [req.lang]: body.maintenance.content }
      : m.settings.maintenance.content;
    await merchants.updateSettings(m, {
      ...m.settings,
      maintenance: {
        enabled: body.maintenance !== null,
        endTime: body.maintenance?.endTime ?? null,
        content,
      },
      region: { ...m.settings.region, blockedIps: body.blockedIps },
    });
    return { maintenance: body.maintenance !== null, blockedIps: body.blockedIps };
  });

  // The sandbox's odds, until operators set them in the back office: the process's odds service (the one
  // betting reads), so that its cache forgets the old odds at once.
  registerCall(app, devLotteryOdds, async ({ body }) => {
    const merchant = await merchants.resolve(body.merchant, undefined);
    await lotteryOdds.setOdds(
      merchant.id,
      body.prizeMode,
      body.playCode,
      playOddsFromJson(body.odds),
    );
    return body;
  });

  // A scheduled job now (decision 0057): the same definition pg-boss runs every cron tick, so a crash
  // test sees what the job does after a restart without waiting for the next minute.
  const jobs = jobDefinitions(ctx.services, app.log);
  registerCall(app, devRunJob, async ({ body }) => {
    const job = jobs.find((j) => j.name === body.name);
    if (!job) throw new AppError('not.found');
    const started = performance.now();
    await job.run();
    return { name: job.name, ms: Math.round(performance.now() - started) };
  });

  // The test clock: only on a process started with a shiftable clock (main.ts with dev controls).
  const clock = ctx.clock;
  if (isShiftable(clock)) {
    const present = () => ({ now: clock.now().getTime(), offsetMs: clock.offsetMs() });
    registerCall(app, devClockRead, async () => present());
    registerCall(app, devClockShift, async ({ body }) => {
      clock.shift(body.shiftMs);
      return present();
    });
  }
}
