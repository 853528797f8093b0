-- The label's inputs on a product spec (issue 41, docs/label.md): the ingredient list (ordered, two levels), and
-- the Nutri-Score's and front of pack's own inputs. Each is content: changed on an approved spec, it moves the spec
-- back to Draft as the other content does (spec_content_changed below). Null: not recorded.
ALTER TABLE product_specs
  ADD COLUMN ingredients jsonb CHECK (jsonb_typeof(ingredients) = 'array'),
  ADD COLUMN nutriscorecategory text
    CHECK (nutriscorecategory IN ('general', 'cheese', 'fats_oils_nuts_seeds', 'red_meat', 'beverage', 'water')),
  ADD COLUMN fruitvegpulsespct numeric(7, 4) CHECK (fruitvegpulsespct BETWEEN 0 AND 100),
  ADD COLUMN nonnutritivesweeteners boolean,
  ADD COLUMN isdrink boolean;

-- What was derived for the label (statement, allergen check, %RI, colours, Nutri-Score), frozen with each approved
-- version; null for the versions approved before it existed.
ALTER TABLE spec_versions ADD COLUMN label jsonb;

CREATE OR REPLACE FUNCTION spec_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.statusid = 4 AND NEW.statusid = 4 AND (
       NEW.productdescription, NEW.fopdescription, NEW.bopdescription, NEW.preparation_instuctions,
       NEW.weight, NEW.uom, NEW.countryid, NEW.totallife, NEW.shelflife, NEW.minlife,
       NEW.supportingdocumentation, NEW.suppliercomments, NEW.readytoeat,
       NEW.ingredients, NEW.nutriscorecategory, NEW.fruitvegpulsespct, NEW.nonnutritivesweeteners, NEW.isdrink
     ) IS DISTINCT FROM (
       OLD.productdescription, OLD.fopdescription, OLD.bopdescription, OLD.preparation_instuctions,
       OLD.weight, OLD.uom, OLD.countryid, OLD.totallife, OLD.shelflife, OLD.minlife,
       OLD.supportingdocumentation, OLD.suppliercomments, OLD.readytoeat,
       OLD.ingredients, OLD.nutriscorecategory, OLD.fruitvegpulsespct, OLD.nonnutritivesweeteners, OLD.isdrink
     ) THEN
    NEW.statusid := 1;
    INSERT INTO spec_status_changes (psid, fromstatus, tostatus, comment)
      VALUES (NEW.psid, 4, 1, 'content changed after approval');
  END IF;
  RETURN NEW;
END $$;
