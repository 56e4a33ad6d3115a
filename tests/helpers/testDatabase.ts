import { customAlphabet } from 'nanoid';
import { inject } from 'vitest';
import { openPool, type Sql } from '../../api/db/connect.ts';

export const TEMPLATE_DATABASE = 'hostel_test_template';
const suffix = customAlphabet('abcdefghijklmnopqrstuvwxyz0123456789', 10);

export type TestDatabase = { sql: Sql; url: string; drop: () => Promise<void> };

function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A fresh, migrated database of its own for one test file (a copy of the migrated template). */
export async function createTestDatabase(poolSize = 20): Promise<TestDatabase> {
  const adminUrl = inject('adminUrl');
  const name = `hostel_test_${suffix()}`;
  const admin = openPool(adminUrl, 1);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
        break;
      } catch (error) {
        // Two files copying the template at the same instant: PostgreSQL refuses one; try again.
        if (attempt >= 10 || (error as { code?: string }).code !== '55006') throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const sql = openPool(url, poolSize);
  return {
    sql,
    url,
    drop: async () => {
      await sql.end({ timeout: 5 });
      const a = openPool(adminUrl, 1);
      await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
