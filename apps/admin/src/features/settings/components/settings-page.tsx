import {
  descriptorOf,
  settingDescriptors,
  settingValueSchema,
  type SettingDescriptor,
  type SettingValue,
} from '@monsoon/contracts/admin/settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Alert, Card, PageHeader } from '@/components/ui/card';
import { ErrorAlert, Loading } from '@/components/ui/states';
import { fieldErrorsOf } from '@/lib/api';
import { useCan } from '@/lib/use-can';
import { useSaveSettings, useSettings } from '../api/settings';
import { SettingField } from './setting-field';
import styles from './settings.module.css';

const groups = [...new Set(settingDescriptors.map((d) => d.group))];
const descriptors: readonly SettingDescriptor[] = settingDescriptors;
/** A group's settings by section, in screen order (one unnamed section when it has none). */
const sectionsOf = (group: string) => {
  const inGroup = descriptors.filter((d) => d.group === group);
  return [...new Set(inGroup.map((d) => d.section))].map((section) => ({
    section,
    items: inGroup.filter((d) => d.section === section),
  }));
};
const same = (a: SettingValue | undefined, b: SettingValue | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The merchant's settings, drawn from the shared descriptors and checked with their schemas before
 * saving; the changed ones are saved together and take effect at once on the site. Groups with
 * sections (withdrawals: limits, window, fees, C2C) draw each under its heading; amounts show in the
 * merchant currency's major units and fees in percent, converted exactly to what the server keeps.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const save = useSaveSettings();
  const canWrite = useCan('settings.write');
  const [draft, setDraft] = useState<Record<string, SettingValue>>({});
  const [saved, setSaved] = useState(false);
  if (settings.error) return <ErrorAlert error={settings.error} />;
  if (!settings.data) return <Loading />;

  const current = Object.fromEntries(settings.data.items.map((i) => [i.key, i.value]));
  const changes = Object.fromEntries(
    Object.entries(draft).filter(([k, v]) => !same(v, current[k])),
  );
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(changes)) {
    const d = descriptorOf(key);
    if (d && !settingValueSchema(d).safeParse(value).success) errors[key] = t('settings.invalid');
  }
  for (const key of Object.keys(fieldErrorsOf(save.error))) errors[key] ??= t('settings.invalid');
  const dirty = Object.keys(changes).length;

  const field = (d: SettingDescriptor) => (
    <SettingField
      // A new key after a reset or a save: the field shows the value again, not the text typed before.
      key={`${d.key}:${d.key in draft ? 'draft' : JSON.stringify(current[d.key] ?? null)}`}
      descriptor={d}
      value={d.key in draft ? (draft[d.key] ?? null) : (current[d.key] ?? null)}
      error={errors[d.key]}
      disabled={!canWrite}
      onChange={(value) => {
        setSaved(false);
        setDraft((prev) => ({ ...prev, [d.key]: value }));
      }}
    />
  );

  const submit = () => {
    setSaved(false);
    save.mutate(changes, {
      onSuccess: () => {
        setDraft({});
        setSaved(true);
      },
    });
  };

  return (
    <>
      <PageHeader title={t('settings.title')} />
      {!canWrite ? <Alert tone="success">{t('settings.readOnly')}</Alert> : null}
      {save.error && Object.keys(fieldErrorsOf(save.error)).length === 0 ? (
        <ErrorAlert error={save.error} />
      ) : null}
      {saved ? <Alert tone="success">{t('settings.saved')}</Alert> : null}
      <div className={styles.groups}>
        {groups.map((group) => (
          <Card
            key={group}
            title={t(`settings.groups.${group}`)}
            className={sectionsOf(group).length > 1 ? styles.wide : undefined}
          >
            <div className={sectionsOf(group).length > 1 ? styles.sections : styles.fields}>
              {sectionsOf(group).map(({ section, items }) =>
                section ? (
                  <fieldset key={section} className={styles.section}>
                    <legend>{t(`settings.sections.${section}`)}</legend>
                    {items.map(field)}
                  </fieldset>
                ) : (
                  items.map(field)
                ),
              )}
            </div>
          </Card>
        ))}
      </div>
      {canWrite ? (
        <div className={styles.bar}>
          {dirty > 0 ? (
            <span className={styles.dirty}>{t('settings.unsaved', { count: dirty })}</span>
          ) : null}
          <Button variant="secondary" disabled={dirty === 0} onClick={() => setDraft({})}>
            {t('settings.discard')}
          </Button>
          <Button
            busy={save.isPending}
            disabled={dirty === 0 || Object.keys(errors).length > 0}
            onClick={submit}
          >
            {t('settings.save')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
