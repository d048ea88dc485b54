import { describe, expect, it } from 'vitest';
import { loadEnv } from '@/config/env.ts';
import { APP_ROLE, asAppRole, databaseUrls } from './app-role.ts';

describe('the database connections of a deployment', () => {
  it('PGlite without DATABASE_URL', () => {
    expect(databaseUrls(loadEnv({}))).toBeNull();
  });

  it('the demo: DATABASE_URL is the owner, the server logs in to the same database as monsoon_app', () => {
    const urls = databaseUrls(
      loadEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/monsoon?sslmode=disable' }),
    );
    expect(urls).toEqual({
      ownerUrl: 'postgres://postgres@127.0.0.1:5432/monsoon?sslmode=disable',
      appUrl: `postgres://${APP_ROLE}@127.0.0.1:5432/monsoon?sslmode=disable`,
    });
  });

  it('the derived login carries DATABASE_APP_PASSWORD, escaped', () => {
    const urls = databaseUrls(
      loadEnv({
        DATABASE_URL: 'postgres://owner:ownerpw@db.internal:6432/monsoon',
        DATABASE_APP_PASSWORD: 'p@ss/word',
      }),
    );
    expect(urls?.appUrl).toBe(`postgres://${APP_ROLE}:p%40ss%2Fword@db.internal:6432/monsoon`);
    expect(new URL(urls?.appUrl ?? '').password).toBe('p%40ss%2Fword');
  });

  it('a deployment with DATABASE_OWNER_URL serves through DATABASE_URL as given', () => {
    const urls = databaseUrls(
      loadEnv({
        DATABASE_URL: 'postgres://monsoon_app:apppw@db/monsoon',
        DATABASE_OWNER_URL: 'postgres://owner:ownerpw@db/monsoon',
      }),
    );
    expect(urls).toEqual({
      appUrl: 'postgres://monsoon_app:apppw@db/monsoon',
      ownerUrl: 'postgres://owner:ownerpw@db/monsoon',
    });
  });

  it('an owner URL alone is refused', () => {
    expect(() => loadEnv({ DATABASE_OWNER_URL: 'postgres://owner@db/monsoon' })).toThrow(
      /DATABASE_OWNER_URL needs DATABASE_URL/,
    );
  });

  it('asAppRole replaces whoever the URL names', () => {
    expect(asAppRole('postgres://a:b@h/d')).toBe(`postgres://${APP_ROLE}@h/d`);
  });
});
