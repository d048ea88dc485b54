import type { TFunction } from 'i18next';

/** A member's place in the team: the agent itself, or the level below it. */
export const levelText = (t: TFunction<'agentReports'>, level: number | null): string =>
  level === null ? '' : level === 0 ? t('common.levelSelf') : t('common.levelN', { level });
