import 'i18next';
import type agent from '../../../../packages/i18n/locales/EN/agent.json';
import type agentContracts from '../../../../packages/i18n/locales/EN/agentContracts.json';
import type agentReports from '../../../../packages/i18n/locales/EN/agentReports.json';
import type auth from '../../../../packages/i18n/locales/EN/auth.json';
import type errors from '../../../../packages/i18n/locales/EN/errors.json';
import type lobby from '../../../../packages/i18n/locales/EN/lobby.json';
import type lottery from '../../../../packages/i18n/locales/EN/lottery.json';
import type member from '../../../../packages/i18n/locales/EN/member.json';
import type site from '../../../../packages/i18n/locales/EN/site.json';

/** Translation keys are typed from the English files (every language has every key). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'site';
    resources: {
      site: typeof site;
      auth: typeof auth;
      errors: typeof errors;
      lobby: typeof lobby;
      lottery: typeof lottery;
      member: typeof member;
      agent: typeof agent;
      agentContracts: typeof agentContracts;
      agentReports: typeof agentReports;
    };
    returnNull: false;
  }
}
