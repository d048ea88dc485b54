import { z } from 'zod';

const rateBp = z.number().int().min(0).max(10_000);

/**
 * A merchant's agent settings (decision 0068), on the merchant's settings JSON and edited in the back
 * office's settings screen: the highest rate, in basis points, of a top-level contract of each kind
 * the operator grants a master agent. Every contract below it pays at most its upline's rate, so this
 * bounds what the merchant pays for the kind.
 */
export const agentSettingsSchema = z.object({
  maxRateBp: z.object({
    dividend: rateBp,
    daily: rateBp,
    hourly: rateBp,
    realtime: rateBp,
  }),
});
export type AgentSettings = z.infer<typeof agentSettingsSchema>;

/** What a merchant without agent settings gets: 40 % dividends, 2 % daily, 1 % hourly and real-time salary. */
export const defaultAgentSettings: AgentSettings = {
  maxRateBp: { dividend: 4000, daily: 200, hourly: 100, realtime: 100 },
};
