-- Issue 29 (decision 096): the server keeps rendered public pages until their data changes. Vehicles
-- and bookings already name their vehicle on 'vehicle_availability' (migration 016; a review's
-- rating is summed into its vehicle's row, so publishing or hiding one is there too). Everything
-- else a public page shows says so here, from any process, at commit: the prices, the travellers'
-- pages, the reviews themselves, a reviewer's name and country, and staff's choice of the home
-- page's rating line (migration 027).
CREATE FUNCTION notify_public_pages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_pages', TG_TABLE_NAME);
  RETURN NULL;
END $$;

CREATE TRIGGER pricing_policies_notify_pages AFTER INSERT OR UPDATE OR DELETE ON pricing_policies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();
CREATE TRIGGER info_page_texts_notify_pages AFTER INSERT OR UPDATE OR DELETE ON info_page_texts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();
CREATE TRIGGER reviews_notify_pages AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();
CREATE TRIGGER users_notify_pages AFTER UPDATE OF username, country ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();
CREATE TRIGGER review_settings_notify_pages AFTER INSERT OR UPDATE OR DELETE ON review_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();
