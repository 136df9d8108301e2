import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "professional_courses" ADD COLUMN "course_id" integer;
  ALTER TABLE "_professional_v_version_courses" ADD COLUMN "course_id" integer;
  ALTER TABLE "professional_courses" ADD CONSTRAINT "professional_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_professional_v_version_courses" ADD CONSTRAINT "_professional_v_version_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "professional_courses_course_idx" ON "professional_courses" USING btree ("course_id");
  CREATE INDEX "_professional_v_version_courses_course_idx" ON "_professional_v_version_courses" USING btree ("course_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "professional_courses" DROP CONSTRAINT "professional_courses_course_id_courses_id_fk";
  
  ALTER TABLE "_professional_v_version_courses" DROP CONSTRAINT "_professional_v_version_courses_course_id_courses_id_fk";
  
  DROP INDEX "professional_courses_course_idx";
  DROP INDEX "_professional_v_version_courses_course_idx";
  ALTER TABLE "professional_courses" DROP COLUMN "course_id";
  ALTER TABLE "_professional_v_version_courses" DROP COLUMN "course_id";`)
}
