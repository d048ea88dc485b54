import { ContractPage } from './contract-page';

/** Agent-centre page `agentDividendRecordCopy2`: the dividend contract. */
export const DividendPage = () => <ContractPage kind="dividend" />;

/** Agent-centre page `agentDailyWages2`: the daily salary contract. */
export const DailySalaryPage = () => <ContractPage kind="daily" />;

/** Agent-centre page `agentHourSalary`: the hourly salary contract. */
export const HourlySalaryPage = () => <ContractPage kind="hourly" />;

/** Agent-centre page `agentRealtimeSalary`: the real-time salary contract. */
export const RealtimeSalaryPage = () => <ContractPage kind="realtime" />;
