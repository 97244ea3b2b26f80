import type { Queryable } from '../../db/database';

export interface ChatSettingsRow {
  office_whatsapp: string | null;
  updated_at: Date | null;
}

/** The office's chat settings (one row, made by migration 038). */
export async function findChatSettings(db: Queryable): Promise<ChatSettingsRow> {
  const rows = await db.query<ChatSettingsRow>('SELECT office_whatsapp, updated_at FROM chat_settings WHERE id');
  return rows[0] ?? { office_whatsapp: null, updated_at: null };
}

export async function saveChatSettings(db: Queryable, officeWhatsApp: string | null, actorId: string): Promise<void> {
  await db.query(
    `INSERT INTO chat_settings (id, office_whatsapp, updated_by, updated_at) VALUES (true, $1, $2, now())
     ON CONFLICT (id) DO UPDATE SET office_whatsapp = EXCLUDED.office_whatsapp, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
    [officeWhatsApp, actorId],
  );
}
