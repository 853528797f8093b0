-- Issue 40's two event sources together: the questionnaires' events (migrations/0109_questionnaires.sql) and
-- supplier.approval_changed (migrations/0110_supplier_approval.sql), each of which set event_types without the
-- other's branch.
CREATE OR REPLACE FUNCTION event_types(entity text, part text, action text, new jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN entity = 'supplier' AND part = 'company' THEN
      ARRAY['supplier.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]
    WHEN entity = 'supplier' AND part = 'accreditation' THEN
      ARRAY['supplier.updated',
            'certificate.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]
    WHEN entity = 'supplier' AND part = 'certificate_reminder' THEN
      ARRAY[CASE WHEN (new ->> 'threshold') = '0' THEN 'certificate.expired' ELSE 'certificate.expiring' END]
    WHEN entity = 'supplier' AND part = 'saq' THEN
      ARRAY['supplier.updated'] || CASE
        WHEN action = 'create' THEN ARRAY['questionnaire.sent']
        WHEN (new ->> 'status') = 'Submitted' THEN ARRAY['questionnaire.submitted']
        WHEN (new ->> 'status') IN ('Accepted', 'Rejected', 'Changes requested') THEN ARRAY['questionnaire.reviewed']
        WHEN (new ->> 'status') = 'Expired' THEN ARRAY['questionnaire.expired']
        ELSE ARRAY[]::text[]
      END
    WHEN entity = 'supplier' AND part = 'questionnaire_reminder' THEN ARRAY['questionnaire.expiring']
    WHEN entity = 'supplier' AND part = 'approval' THEN ARRAY['supplier.approval_changed']
    WHEN entity = 'supplier' THEN ARRAY['supplier.updated']
    WHEN entity = 'newline' THEN
      ARRAY['newline.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]
    WHEN entity = 'product' AND part = 'allergens' THEN ARRAY['allergens.updated']
    WHEN entity = 'product' AND part = 'nutrition' THEN ARRAY['nutrition.updated']
    WHEN entity = 'product' AND action = 'create' THEN ARRAY['product.created']
    WHEN entity = 'product' AND action = 'status_change' AND (new ->> 'statusid') = '4' THEN
      ARRAY['product.status_changed', 'product.approved']
    WHEN entity = 'product' AND action = 'status_change' THEN ARRAY['product.status_changed']
    WHEN entity = 'product' THEN ARRAY['product.updated']
    WHEN entity = 'audit' AND part = 'answer' THEN ARRAY['audit.answer_saved']
    WHEN entity = 'audit' AND part = 'photo' THEN
      ARRAY['photo.' || CASE action WHEN 'create' THEN 'added' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]
    WHEN entity = 'audit' AND action = 'create' THEN ARRAY['audit.created']
    WHEN entity = 'audit' AND action = 'status_change' AND (new ->> 'statusid') = '2' THEN ARRAY['audit.completed']
    WHEN entity = 'audit' THEN ARRAY['audit.updated']
    WHEN entity = 'user' THEN
      ARRAY['user.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deactivated' ELSE 'updated' END]
    WHEN entity = 'wholesaler' THEN
      ARRAY['wholesaler.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]
    WHEN entity = 'catalogue' AND part = 'item' THEN
      CASE
        WHEN action = 'create' THEN ARRAY['catalogue.linked']
        WHEN action = 'delete' THEN ARRAY['catalogue.withdrawn']
        WHEN (new ->> 'stale_since') IS NOT NULL THEN ARRAY['catalogue.stale']
        WHEN new ? 'stale_since' AND (new - 'stale_since') = '{}'::jsonb THEN ARRAY[]::text[] -- published again
        ELSE ARRAY['catalogue.updated']
      END
    WHEN entity = 'catalogue' AND part = 'publication' THEN
      CASE
        WHEN action = 'create' THEN ARRAY['catalogue.published']
        WHEN (new ->> 'status') = 'REJECTED' THEN ARRAY['catalogue.confirmed', 'catalogue.rejected']
        WHEN (new ->> 'status') IN ('ACCEPTED', 'REVIEW', 'SYNCHRONISED') THEN ARRAY['catalogue.confirmed']
        WHEN (new ->> 'status') = 'delivered' THEN ARRAY['catalogue.delivered']
        WHEN (new ->> 'status') = 'failed' THEN ARRAY['catalogue.delivery_failed']
        ELSE ARRAY[]::text[]
      END
    WHEN entity = 'action' AND action = 'create' THEN ARRAY['action.created']
    WHEN entity = 'action' AND new ? 'status' THEN ARRAY['action.updated', 'action.status_changed']
    WHEN entity = 'action' THEN ARRAY['action.updated']
    WHEN entity = 'epcis_capture' THEN ARRAY['epcis.captured']
    WHEN entity = 'catalogue' AND part = 'hold' THEN
      CASE
        WHEN action = 'create' THEN ARRAY['catalogue.hold']
        WHEN (new ->> 'released_at') IS NOT NULL THEN ARRAY['catalogue.released']
        ELSE ARRAY[]::text[]
      END
    WHEN entity = 'incident' AND part = 'incident' THEN
      CASE
        WHEN action = 'create' THEN ARRAY['incident.opened']
        WHEN new ? 'status' THEN ARRAY['incident.status_changed']
        WHEN new ? 'affected' THEN ARRAY['incident.rescoped']
        ELSE ARRAY['incident.updated']
      END
    WHEN entity = 'incident' AND part = 'notice' THEN
      CASE
        WHEN action = 'create' THEN ARRAY['incident.notice_sent']
        WHEN new ? 'escalated_at' THEN ARRAY['incident.escalated']
        WHEN new ? 'overdue' THEN ARRAY['incident.notice_overdue', 'incident.notice_sent']
        ELSE ARRAY[]::text[]
      END
    WHEN entity = 'incident' AND part = 'report' THEN ARRAY['incident.notice_acknowledged']
    ELSE ARRAY[]::text[] -- API keys are the admin's business: their history, not the feed
  END
$$;
