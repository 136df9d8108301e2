import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`professional_courses\` ADD \`course_id\` integer REFERENCES courses(id);`)
  await db.run(sql`CREATE INDEX \`professional_courses_course_idx\` ON \`professional_courses\` (\`course_id\`);`)
  await db.run(sql`ALTER TABLE \`_professional_v_version_courses\` ADD \`course_id\` integer REFERENCES courses(id);`)
  await db.run(sql`CREATE INDEX \`_professional_v_version_courses_course_idx\` ON \`_professional_v_version_courses\` (\`course_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_professional_courses\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'available',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`professional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_professional_courses\`("_order", "_parent_id", "id", "status") SELECT "_order", "_parent_id", "id", "status" FROM \`professional_courses\`;`)
  await db.run(sql`DROP TABLE \`professional_courses\`;`)
  await db.run(sql`ALTER TABLE \`__new_professional_courses\` RENAME TO \`professional_courses\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`professional_courses_order_idx\` ON \`professional_courses\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`professional_courses_parent_id_idx\` ON \`professional_courses\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__professional_v_version_courses\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'available',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_professional_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__professional_v_version_courses\`("_order", "_parent_id", "id", "status", "_uuid") SELECT "_order", "_parent_id", "id", "status", "_uuid" FROM \`_professional_v_version_courses\`;`)
  await db.run(sql`DROP TABLE \`_professional_v_version_courses\`;`)
  await db.run(sql`ALTER TABLE \`__new__professional_v_version_courses\` RENAME TO \`_professional_v_version_courses\`;`)
  await db.run(sql`CREATE INDEX \`_professional_v_version_courses_order_idx\` ON \`_professional_v_version_courses\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_professional_v_version_courses_parent_id_idx\` ON \`_professional_v_version_courses\` (\`_parent_id\`);`)
}
