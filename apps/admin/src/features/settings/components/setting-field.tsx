import type { SettingDescriptor, SettingValue } from '@monsoon/contracts/admin/settings';
import { useTranslation } from 'react-i18next';
import { CheckField, SelectField, TextAreaField, TextField } from '@/components/ui/field';

interface Props {
  descriptor: SettingDescriptor;
  value: SettingValue;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: SettingValue) => void;
}

/** The control of one setting, drawn from its descriptor. */
export function SettingField({ descriptor: d, value, error, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const label = t(`settings.fields.${d.key}`);
  switch (d.kind) {
    case 'boolean':
      return (
        <CheckField
          label={label}
          checked={value === true}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
        />
      );
    case 'integer':
      return (
        <TextField
          label={label}
          type="number"
          min={d.min}
          max={d.max}
          step={1}
          disabled={disabled}
          error={error}
          hint={t(d.nullable ? 'settings.rangeOrEmpty' : 'settings.range', {
            min: d.min,
            max: d.max,
          })}
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
          maxLength={d.maxLength}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' && d.nullable ? null : e.target.value)}
        />
      );
  }
}
