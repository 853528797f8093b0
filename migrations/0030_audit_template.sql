-- The supplier-audit checklist as data. A template is versioned: an audit keeps the template it was
-- created with, so a new checklist is published as a new version, never by editing one in use.

CREATE TABLE audit_templates (
  templateid serial PRIMARY KEY,
  name text NOT NULL,
  version integer NOT NULL UNIQUE,
  published_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE audit_sections (
  sectionid serial PRIMARY KEY,
  templateid integer NOT NULL REFERENCES audit_templates(templateid),
  section_name text NOT NULL,
  icon_class text NOT NULL,
  sort_order integer NOT NULL,
  UNIQUE (templateid, sort_order)
);

CREATE TABLE audit_items (
  itemid serial PRIMARY KEY,
  sectionid integer NOT NULL REFERENCES audit_sections(sectionid),
  question text NOT NULL,
  guidance text NOT NULL,
  critical boolean NOT NULL DEFAULT false,
  required boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL,
  UNIQUE (sectionid, sort_order)
);

INSERT INTO audit_templates (templateid, name, version)
VALUES (1, 'Supplier site audit (GFSI-benchmarked structure: BRCGS Food Safety, SALSA)', 1);
SELECT setval('audit_templates_templateid_seq', 1);

INSERT INTO audit_sections (sectionid, templateid, section_name, icon_class, sort_order) VALUES
  (1, 1, 'Management commitment & food safety culture', 'fa-solid fa-people-group', 1),
  (2, 1, 'HACCP / food safety plan', 'fa-solid fa-diagram-project', 2),
  (3, 1, 'Management system & traceability', 'fa-solid fa-route', 3),
  (4, 1, 'Premises, layout & maintenance', 'fa-solid fa-industry', 4),
  (5, 1, 'Hygiene, cleaning & pest control', 'fa-solid fa-broom', 5),
  (6, 1, 'Contamination & allergen control', 'fa-solid fa-triangle-exclamation', 6),
  (7, 1, 'Process & product control', 'fa-solid fa-gears', 7),
  (8, 1, 'Personnel & training', 'fa-solid fa-user-graduate', 8);
SELECT setval('audit_sections_sectionid_seq', 8);

INSERT INTO audit_items (sectionid, sort_order, critical, required, question, guidance) VALUES
  (1, 1, true, true, 'Is there a food safety and quality policy signed by the most senior manager on site?',
   'Policy dated and signed, displayed or communicated to all staff, reviewed at least annually.'),
  (1, 2, false, true, 'Is there a documented plan to develop and measure the food safety culture of the site?',
   'Activities, responsibilities and timescales defined; progress reviewed by senior management.'),
  (1, 3, false, true, 'Does senior management review food safety performance at least annually?',
   'Management review minutes cover audits, complaints, incidents, KPIs and resources, with actions and owners.'),
  (1, 4, false, true, 'Are food safety responsibilities, deputies and reporting lines defined?',
   'Current organisation chart; job descriptions name deputies for key roles during absence.'),
  (1, 5, false, false, 'Can staff report food safety concerns confidentially?',
   'Whistleblowing or confidential reporting route known to staff; reports investigated and recorded.'),
  (1, 6, false, true, 'Are current certificates and customer requirements available and understood?',
   'Valid certificates (BRCGS, SALSA or equivalent), latest audit report and customer codes of practice on file.'),

  (2, 1, false, true, 'Is there a trained, multidisciplinary HACCP team with a named leader?',
   'Team covers technical, production and engineering; leader holds HACCP training to an appropriate level.'),
  (2, 2, false, true, 'Are product descriptions and process flow diagrams complete and verified on site?',
   'Flow diagrams include all inputs, rework and waste; verification walk recorded at least annually.'),
  (2, 3, false, true, 'Does the hazard analysis cover biological, chemical, physical and allergen hazards?',
   'Each step assessed for likelihood and severity; control measures and prerequisite programmes identified.'),
  (2, 4, true, true, 'Are critical control points defined with critical limits, monitoring and records?',
   'Validated critical limits; monitoring frequency and responsibility set; records signed and reviewed.'),
  (2, 5, false, true, 'Are corrective actions defined for deviations at each CCP?',
   'Actions cover affected product, restoring control and root cause; staff know who to inform.'),
  (2, 6, false, true, 'Is the HACCP plan verified and reviewed at least annually and after any change?',
   'Review triggered by new products, process or equipment changes, incidents and emerging risks.'),

  (3, 1, true, true, 'Is there a risk-based internal audit programme, completed on schedule?',
   'At least four audit dates a year covering the whole food safety system; findings closed out with evidence.'),
  (3, 2, true, true, 'Are suppliers and raw materials approved and monitored on a risk basis?',
   'Supplier risk assessment, approval by audit, certification or questionnaire; performance reviewed.'),
  (3, 3, true, true, 'Are non-conformities handled with corrective and preventive action and root-cause analysis?',
   'Actions recorded with owners and dates; effectiveness verified before closure.'),
  (3, 4, true, true, 'Did a traceability test trace a batch from raw material to customer and back within 4 hours?',
   'Test includes packaging and rework, reaches full mass balance, and is repeated at least annually.'),
  (3, 5, false, true, 'Are documents controlled and records kept for at least the shelf life plus one year?',
   'Current versions in use; obsolete documents withdrawn; records legible, authorised and retrievable.'),
  (3, 6, false, true, 'Are customer complaints recorded, investigated and trended?',
   'Root cause established for significant complaints; trends reviewed by management.'),
  (3, 7, false, true, 'Is there a tested incident management, withdrawal and recall procedure?',
   'Contact list current; procedure tested at least annually; certification body informed of recalls.'),

  (4, 1, true, true, 'Do the layout, product flow and segregation prevent contamination?',
   'Raw and ready-to-eat, high-risk and low-risk areas segregated; flows of people, product and waste controlled.'),
  (4, 2, false, true, 'Are walls, floors, ceilings, doors and drains in good repair and easy to clean?',
   'No flaking paint, damaged surfaces or standing water; drains flow away from high-risk areas.'),
  (4, 3, false, true, 'Is there planned preventive maintenance with hygiene clearance after work?',
   'Maintenance schedule followed; temporary repairs controlled; hygiene sign-off before production restarts.'),
  (4, 4, false, true, 'Are glass and hard plastics registered, protected and checked?',
   'Register of items in product areas, checked at a set frequency; shatterproof or protected lighting.'),
  (4, 5, false, true, 'Is water used as an ingredient or for cleaning potable and tested?',
   'Annual potability analysis; water distribution plan; backflow prevention where needed.'),
  (4, 6, false, false, 'Are external areas maintained and the site secure?',
   'Grounds tidy and free of pest harbourage; access controlled; visitors signed in.'),

  (5, 1, true, true, 'Are documented cleaning schedules in place and followed for all areas and equipment?',
   'Method, chemicals, frequency and responsibility defined; completion recorded and checked.'),
  (5, 2, false, true, 'Is the effectiveness of cleaning verified?',
   'Visual inspection, ATP or microbiological swabs against limits; failures followed up.'),
  (5, 3, true, true, 'Is there an effective pest control programme with no evidence of activity?',
   'Competent contractor or trained staff; site plan of devices; inspection reports and trend analysis acted on.'),
  (5, 4, false, true, 'Are waste and by-products removed and stored so as not to attract pests?',
   'Labelled, lidded containers emptied regularly; licensed contractors; trademarked waste controlled.'),
  (5, 5, false, true, 'Are cleaning chemicals approved, labelled and stored securely?',
   'Food-safe chemicals, safety data sheets available, locked storage away from product areas.'),
  (5, 6, false, false, 'Is there an environmental monitoring programme for pathogens where relevant?',
   'Risk-based swabbing plan (for example Listeria in ready-to-eat areas), results trended and acted on.'),

  (6, 1, true, true, 'Is there a documented allergen risk assessment for raw materials, processes and products?',
   'Covers all 14 regulated allergens, cross-contact routes and precautionary labelling decisions.'),
  (6, 2, false, true, 'Are allergen-containing materials segregated, identified and cleaned down between runs?',
   'Dedicated storage and utensils, validated cleaning between allergen changes, production scheduling.'),
  (6, 3, false, true, 'Are foreign-body risks from glass, plastics, wood, metal and knives controlled?',
   'Breakage procedure, knife and blade register, detectable plastics where justified.'),
  (6, 4, true, true, 'Are metal detectors or X-ray systems checked with test pieces at a set frequency?',
   'Test pieces for each metal type, fail-safe reject system, records and action on failure.'),
  (6, 5, false, true, 'Are chemical and physical contamination risks from engineering and cleaning controlled?',
   'Food-grade lubricants, controlled tools, swarf and chemical controls during maintenance.'),
  (6, 6, false, false, 'Are food defence and food fraud vulnerability assessments in place?',
   'Threats to site and raw materials assessed; controls in place for higher-risk materials.'),

  (7, 1, true, true, 'Are label and pack checks made at start-up, changeover and during production?',
   'Correct label, allergen declaration, date code and pack checked and recorded; old labels removed.'),
  (7, 2, false, true, 'Are product specifications agreed with customers and kept up to date?',
   'Specifications signed, reviewed at least every three years or on change.'),
  (7, 3, false, true, 'Are time and temperature controls monitored and recorded?',
   'Cooking, chilling and storage temperatures within limits; deviations acted on.'),
  (7, 4, false, true, 'Are measuring and monitoring devices calibrated?',
   'Calibration schedule traceable to national standards; devices found out of calibration followed up.'),
  (7, 5, false, true, 'Is net quantity controlled to legal and customer requirements?',
   'Checkweighers or sample weighing; average quantity system where applicable.'),
  (7, 6, false, true, 'Are products tested and released positively, with shelf life validated?',
   'Testing plan with accredited laboratories; shelf life supported by evidence.'),
  (7, 7, false, true, 'Is non-conforming product identified, quarantined and dispositioned?',
   'Hold labels, secure quarantine area, authorised release or disposal recorded.'),

  (8, 1, true, true, 'Are training records complete for all staff in food safety and their tasks?',
   'Induction and role-specific training, competence assessed, refresher training scheduled.'),
  (8, 2, true, true, 'Are handwashing facilities adequate and is handwashing done on entry and when needed?',
   'Non-hand-operated taps, warm water, soap and drying at entrances to production; compliance observed.'),
  (8, 3, false, true, 'Is suitable protective clothing provided, worn and laundered correctly?',
   'Colour coding by area where needed; controlled laundry; changing facilities adequate.'),
  (8, 4, false, true, 'Is there medical screening and a return-to-work procedure?',
   'Health questionnaire for staff, visitors and contractors; reporting of illness enforced.'),
  (8, 5, false, true, 'Are personal hygiene rules defined and followed?',
   'Rules on jewellery, nails, eating, drinking, smoking and wound dressings (blue, detectable).'),
  (8, 6, false, false, 'Are visitors and contractors briefed on hygiene rules and supervised?',
   'Signed hygiene declaration and escort or supervision in production areas.');

-- A template that audits use is frozen: changing it would change those audits' questions and totals.
CREATE FUNCTION audit_sections_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tid integer;
BEGIN
  IF TG_OP = 'INSERT' THEN tid := NEW.templateid; ELSE tid := OLD.templateid; END IF;
  IF EXISTS (SELECT 1 FROM audits WHERE templateid = tid) THEN
    RAISE EXCEPTION 'audit template % is used by audits: publish a new version instead', tid
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;

CREATE FUNCTION audit_items_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sid integer;
BEGIN
  IF TG_OP = 'INSERT' THEN sid := NEW.sectionid; ELSE sid := OLD.sectionid; END IF;
  IF EXISTS (SELECT 1 FROM audits a JOIN audit_sections s ON s.templateid = a.templateid WHERE s.sectionid = sid) THEN
    RAISE EXCEPTION 'audit template of section % is used by audits: publish a new version instead', sid
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
