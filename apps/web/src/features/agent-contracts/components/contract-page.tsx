import type { ContractKind } from '@monsoon/contracts/agent-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/tabs';
import { DownlinesSection } from './downlines-section';
import { EarningsSection } from './earnings-section';
import { MyContractSection } from './my-contract-section';
import styles from './agent-contracts.module.css';

type Section = 'mine' | 'downlines' | 'earnings';
const sections: readonly Section[] = ['mine', 'downlines', 'earnings'];

/**
 * An agent-centre contract page (dividend, daily, hourly or real-time salary): one line on what the
 * kind is paid on, then my contract, my direct downlines' contracts, and every settlement.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agentContracts');
  const [section, setSection] = useState<Section>('mine');
  return (
    <div className={styles.page}>
      <p className={styles.lead}>{t(`kinds.${kind}.explain`)}</p>
      <Tabs
        items={sections.map((key) => ({ key, label: t(`sections.${key}`) }))}
        value={section}
        onChange={setSection}
        label={t(`kinds.${kind}.name`)}
        variant="pill"
      >
        {section === 'mine' ? <MyContractSection kind={kind} /> : null}
        {section === 'downlines' ? <DownlinesSection kind={kind} /> : null}
        {section === 'earnings' ? <EarningsSection kind={kind} /> : null}
      </Tabs>
    </div>
  );
}
