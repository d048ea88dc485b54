import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { Empty, ErrorAlert, Loading } from '@/components/ui/states';
import { Pager, Table, tableStyles } from '@/components/ui/table';
import { formatTime } from '@/lib/format';
import { useMemberSearch } from '../api/members';
import styles from './members.module.css';
import { MemberStatusBadge } from './status-badge';

/** Search members by username, mobile number or id; the query and page live in the address. */
export default function MembersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const [text, setText] = useState(q);
  const result = useMemberSearch(q, page);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };

  return (
    <>
      <PageHeader title={t('members.title')} />
      <form className={styles.search} onSubmit={submit} role="search">
        <TextField
          label={t('members.searchLabel')}
          placeholder={t('members.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={64}
        />
        <Button type="submit" icon={<Search size={16} aria-hidden />}>
          {t('members.search')}
        </Button>
      </form>
      {result.error ? <ErrorAlert error={result.error} /> : null}
      {result.isPending ? (
        <Loading />
      ) : result.data && result.data.items.length > 0 ? (
        <>
          <Table
            label={t('members.results')}
            head={
              <>
                <th className={tableStyles.num}>{t('members.id')}</th>
                <th>{t('members.username')}</th>
                <th>{t('members.nickname')}</th>
                <th>{t('members.mobile')}</th>
                <th>{t('members.statusLabel')}</th>
                <th>{t('members.registered')}</th>
                <th>{t('members.lastLogin')}</th>
              </>
            }
          >
            {result.data.items.map((m) => (
              <tr key={m.id}>
                <td className={tableStyles.num}>{m.id}</td>
                <td>
                  <Link to={`/members/${m.id}`}>{m.username}</Link>
                </td>
                <td>{m.nickname}</td>
                <td>{m.mobile ?? '—'}</td>
                <td>
                  <MemberStatusBadge status={m.status} />
                </td>
                <td>{formatTime(m.createdAt)}</td>
                <td>{formatTime(m.lastLoginAt)}</td>
              </tr>
            ))}
          </Table>
          <Pager
            page={result.data.page}
            pageSize={result.data.pageSize}
            total={result.data.total}
            onPage={(p) => setParams(q ? { q, page: String(p) } : { page: String(p) })}
          />
        </>
      ) : (
        <Empty text={t('members.none')} />
      )}
    </>
  );
}
