-- Issues 31 and 32 (decisions 110, 111): the tour pages and the airport transfer page are rendered
-- on the server and kept until their data changes (decision 096). What they show says so on
-- 'public_pages' (migration 028), from any process, at commit: a tour written or published, a
-- transfer fare set, and a road corrected (the seeded fares and a tour's kilometres follow it).
CREATE TRIGGER tour_templates_notify_pages AFTER INSERT OR UPDATE OR DELETE ON tour_templates
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();
CREATE TRIGGER transfer_fares_notify_pages AFTER INSERT OR UPDATE OR DELETE ON transfer_fares
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();
CREATE TRIGGER road_corrections_notify_pages AFTER INSERT OR UPDATE OR DELETE ON road_corrections
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();
