-- A driver's photo (decision 102, "Photo") is a row of media_photos: its change tells every
-- process's rendered public pages (the drivers' pages) that they are stale, as users' changes do.
-- Vehicle photos already notify through the vehicle's row; a second notice is harmless.
CREATE TRIGGER media_photos_notify_pages AFTER INSERT OR DELETE ON media_photos
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();
