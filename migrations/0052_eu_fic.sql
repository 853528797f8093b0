-- EU FIC 1169/2011 Annex II lists milk; the contract's 29 allergens only have lactose, which is not milk.
-- Same definition as the other allergens (0 = No, 1 = Yes (contains), 2 = May contain): records made
-- before this migration read milk as 0, No.
ALTER TABLE allergens ADD COLUMN milk smallint NOT NULL DEFAULT 0 CHECK (milk BETWEEN 0 AND 2);
