import { useCountries } from '@/lib/api/country';

/** The offered dialling codes (GET /wps/system/country) and the default one (the visitor's country first). */
export function useDialingCountries() {
  const query = useCountries();
  const list = query.data?.list ?? [];
  const defaultCode = query.data?.current?.countryDialingCode ?? list[0]?.countryDialingCode ?? '';
  const byCode = (code: string) => list.find((c) => c.countryDialingCode === code);
  return { list, defaultCode, byCode, loading: query.isPending };
}
