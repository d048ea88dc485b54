import type { SettingDescriptor, SettingValue } from '@monsoon/contracts/admin/settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { formatMoney } from '@monsoon/contracts/money';
import { bpsToPercent, minorToText, MONEY_SCALE, textToMinor } from '@/lib/amounts';
import { useSessionStore } from '@/stores/session-store';
import styles from './settings.module.css';

interface Props {
  descriptor: SettingDescriptor;
  value: SettingValue;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: SettingValue) => void;
}

type UnitDescriptor = Extract<SettingDescriptor, { kind: 'integer' }> & {
  unit: 'money' | 'basisPoints';
};

/** The control of one setting, drawn from its descriptor, with its help text when it has one. */
export function SettingField({ descriptor: d, value, error, disabled, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const label = t(`settings.fields.${d.key}`);
  const helpKey = `settings.help.${d.key}`;
  const help = i18n.exists(helpKey) ? t(helpKey) : undefined;
  switch (d.kind) {
    case 'boolean':
      return (
        <div className={styles.check}>
          <CheckField
            label={label}
            checked={value === true}
            disabled={disabled}
            onChange={(e) => onChange(e.target.checked)}
          />
          {help ? <span className={styles.help}>{help}</span> : null}
        </div>
      );
    case 'integer':
      if (d.unit)
        return (
          <UnitField
            descriptor={{ ...d, unit: d.unit }}
            label={label}
            help={help}
            value={value}
            error={error}
            disabled={disabled}
            onChange={onChange}
          />
        );
      return (
        <TextField
          label={label}
          type="number"
          min={d.min}
          max={d.max}
          step={1}
          disabled={disabled}
          error={error}
          hint={
            <>
              {help ? <>{help} </> : null}
              {t(d.nullable ? 'settings.rangeOrEmpty' : 'settings.range', {
                min: d.min,
                max: d.max,
              })}
            </>
          }
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(e) => {
            const text = e.target.value.trim();
            onChange(text === '' && d.nullable ? null : Number(text));
          }}
        />
      );
    case 'enum':
      return (
        <SelectField
          label={label}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          error={error}
          hint={help}
          onChange={(e) => onChange(e.target.value)}
        >
          {d.options.map((o) => (
            <option key={o} value={o}>
              {t(`settings.options.${o}`)}
            </option>
          ))}
        </SelectField>
      );
    case 'list':
      return (
        <TextAreaField
          label={label}
          disabled={disabled}
          error={error}
          hint={t('settings.onePerLine')}
          rows={3}
          value={Array.isArray(value) ? value.join('\n') : ''}
          onChange={(e) =>
            onChange(
              e.target.value
                .split('\n')
                .map((l) => l.trim())
                .filter(Boolean),
            )
          }
        />
      );
    case 'text':
      return (
        <TextField
          label={label}
          disabled={disabled}
          error={error}
          hint={help}
          maxLength={d.maxLength}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' && d.nullable ? null : e.target.value)}
        />
      );
  }
}

/**
 * An integer the operator reads in other units: minor units as major ("10000" → "100.00") or basis
 * points as a percent (100 → "1.00"). The text is converted exactly (digits to bigint, never a float);
 * text that is no amount becomes NaN, which the setting's schema refuses before anything is sent.
 */
function UnitField({
  descriptor: d,
  label,
  help,
  value,
  error,
  disabled,
  onChange,
}: Omit<Props, 'descriptor'> & { descriptor: UnitDescriptor; label: string; help?: string }) {
  const { t } = useTranslation();
  const currency = useSessionStore((s) => s.me?.merchant.currency ?? '');
  const money = d.unit === 'money';
  const show = (v: SettingValue): string =>
    typeof v === 'number' && Number.isSafeInteger(v)
      ? money
        ? minorToText(BigInt(v))
        : bpsToPercent(v)
      : '';
  // The operator's text as typed; the parent remounts the field when its value is reset or saved.
  const [text, setText] = useState(() => show(value));
  const limit = (n: number) => (money ? formatMoney(BigInt(n), MONEY_SCALE) : bpsToPercent(n));
  return (
    <TextField
      label={`${label} (${money ? currency : '%'})`}
      inputMode="decimal"
      disabled={disabled}
      error={error}
      hint={
        <>
          {help ? <>{help} </> : null}
          {t(d.nullable ? 'settings.rangeOrEmpty' : 'settings.range', {
            min: limit(d.min),
            max: limit(d.max),
          })}
        </>
      }
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        if (e.target.value.trim() === '' && d.nullable) return onChange(null);
        const minor = textToMinor(e.target.value, money ? MONEY_SCALE : 2);
        onChange(minor === null || minor > BigInt(d.max) ? Number.NaN : Number(minor));
      }}
    />
  );
}
