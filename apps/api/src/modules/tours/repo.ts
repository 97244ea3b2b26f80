import type { Photo, TourTranslations, TourWrite, VehicleType } from '@app/shared';
import type { Queryable } from '../../db/database';

export interface TourRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  stops: { placeId: string; nights: number }[];
  vehicle_types: VehicleType[];
  translations: TourTranslations;
  photos: Photo[];
  published: boolean;
  updated_at: Date;
}

const COLUMNS = 'id, slug, name, description, stops, vehicle_types, translations, photos, published, updated_at';

export async function listTours(db: Queryable, opts: { publishedOnly: boolean }): Promise<TourRow[]> {
  return db.query<TourRow>(`SELECT ${COLUMNS} FROM tour_templates ${opts.publishedOnly ? 'WHERE published' : ''} ORDER BY name, slug`);
}

/** The published tours' slugs and when each last changed, by slug (the sitemap's entries). */
export async function listPublishedTourStamps(db: Queryable): Promise<{ slug: string; updated_at: Date }[]> {
  return db.query<{ slug: string; updated_at: Date }>('SELECT slug, updated_at FROM tour_templates WHERE published ORDER BY slug');
}

export async function findTour(db: Queryable, id: string, opts: { lock?: boolean } = {}): Promise<TourRow | undefined> {
  const [row] = await db.query<TourRow>(`SELECT ${COLUMNS} FROM tour_templates WHERE id = $1${opts.lock ? ' FOR UPDATE' : ''}`, [id]);
  return row;
}

export async function findPublishedTourBySlug(db: Queryable, slug: string): Promise<TourRow | undefined> {
  const [row] = await db.query<TourRow>(`SELECT ${COLUMNS} FROM tour_templates WHERE slug = $1 AND published`, [slug]);
  return row;
}

function values(t: TourWrite) {
  return [t.slug, t.name, t.description, JSON.stringify(t.stops), t.vehicleTypes, JSON.stringify(t.translations), t.published];
}

export async function insertTour(db: Queryable, t: TourWrite, by: string | null): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO tour_templates (slug, name, description, stops, vehicle_types, translations, published, updated_by)
     VALUES ($1, $2, $3, $4::jsonb, $5::text[], $6::jsonb, $7, $8) RETURNING id`,
    [...values(t), by],
  );
  return row!.id;
}

export async function updateTour(db: Queryable, id: string, t: TourWrite, by: string | null): Promise<boolean> {
  const rows = await db.query(
    `UPDATE tour_templates SET slug = $1, name = $2, description = $3, stops = $4::jsonb, vehicle_types = $5::text[], translations = $6::jsonb,
       published = $7, updated_by = $8, updated_at = now() WHERE id = $9 RETURNING id`,
    [...values(t), by, id],
  );
  return rows.length > 0;
}

export async function deleteTour(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('DELETE FROM tour_templates WHERE id = $1 RETURNING id', [id])).length > 0;
}

export async function setTourPhotos(db: Queryable, id: string, photos: Photo[]): Promise<void> {
  await db.query('UPDATE tour_templates SET photos = $1::jsonb, updated_at = now() WHERE id = $2', [JSON.stringify(photos), id]);
}
