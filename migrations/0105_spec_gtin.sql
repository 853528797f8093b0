-- A product specification's GTIN (issue 37, "Master data"): the link between an EPCIS event's product class and
-- our specification. Always 14 digits (GTIN-8, -12, -13 left-padded with zeros, as GDSN carries them); the
-- API verifies the check digit. One active spec per GTIN.
ALTER TABLE product_specs ADD COLUMN gtin text CHECK (gtin ~ '^[0-9]{14}$');
CREATE UNIQUE INDEX product_specs_gtin_active ON product_specs (gtin) WHERE isactive = 1 AND gtin IS NOT NULL;
