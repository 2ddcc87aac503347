import type { Kysely } from 'kysely';
import { DISTRICT_ITEM_ID } from '#domain/content/content-api.ts';
import {
  DistrictDetailsSchema,
  type DistrictDetails,
} from '#domain/content/district-details.schema.ts';
import { SEED_DISTRICT } from '#domain/content/seed-content.ts';
import type { Database } from '#server/db/database.ts';

/**
 * The district's published details (name, address, phones, e-mail addresses, people), as staff
 * set them under District details in the back office. The permit PDF and e-mails and the
 * calendar feed call this instead of reading constants; `app.ts` hands it to those features.
 * Before the first start has seeded the database, it returns the specification's values.
 */
export async function getDistrictDetails(db: Kysely<Database>): Promise<DistrictDetails> {
  const row = await db
    .selectFrom('contentItems')
    .innerJoin('contentVersions', 'contentVersions.id', 'contentItems.publishedVersionId')
    .select('contentVersions.data')
    .where('contentItems.id', '=', DISTRICT_ITEM_ID)
    .executeTakeFirst();
  if (!row) return SEED_DISTRICT;
  const parsed = DistrictDetailsSchema.safeParse(JSON.parse(row.data));
  return parsed.success ? parsed.data : SEED_DISTRICT;
}
