// Phone accounts, and OpenID Connect accounts whose provider gives no verified address, have no
// e-mail: app_user.email becomes nullable (still unique where present; SQL unique indexes allow
// many NULLs on both dialects). SQLite cannot drop NOT NULL in place, so the table is rebuilt
// the documented way (foreign keys off, copy, swap, check). Frozen once released.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table app_user alter column email drop not null`.execute(db);
    return;
  }
  // SQLite runs migrations outside a transaction (Kysely: no transactional DDL), so the pragma applies.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql`create table app_user_rebuilt (
        id integer primary key autoincrement,
        email varchar(254) unique,
        password_hash varchar(200),
        type varchar(16) not null,
        phone varchar(20) unique,
        created_at varchar(32) not null,
        updated_at varchar(32) not null
      )`.execute(trx);
      await sql`insert into app_user_rebuilt (id, email, password_hash, type, phone, created_at, updated_at)
        select id, email, password_hash, type, phone, created_at, updated_at from app_user`.execute(trx);
      await sql`drop table app_user`.execute(trx);
      await sql`alter table app_user_rebuilt rename to app_user`.execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('app_user rebuild left dangling references');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(_db: Kysely<any>): Promise<void> {
  // Going back would need an address for every phone account: not reversible.
}
