-- Issue 14: the engine parameters for dependants and the rate rise after a fixed period, and
-- Slovenia's per-dependant residual income, for databases seeded before them. Fresh databases
-- get them from the seed (this inserts nothing where no countries exist yet); a value an admin
-- already set is kept.
INSERT INTO engine_parameters (key, value, description)
  SELECT v.key, v.value, v.description FROM (VALUES
    ('defaultDependantAllowanceEur', 150::numeric, 'Living costs assumed per dependant (EUR a month) when no expenses are entered and the route names no allowance (issue 14). Our assumption (U): about half the EU-27 at-risk-of-poverty threshold per child in the property countries; SK and SI use their own figures.'),
    ('rateRiseIllustrationPp', 2::numeric, 'Percentage points the rate is shown rising by after a fixed period where the regulator sets no stress add-on (RO, HR, BG; issue 14). The +2 pp the first release applied everywhere (lending-rules §2).')
  ) AS v(key, value, description)
  WHERE EXISTS (SELECT 1 FROM countries)
  ON CONFLICT (key) DO NOTHING;--> statement-breakpoint
UPDATE lending_rules
  SET dependant_allowance_eur = 299.38,
      notes = notes || ' Dependants: each adds the social assistance amount for that person (V): a child weighs 0.59 of the basic minimum income, EUR 507.43 from 1.3.2026, so EUR 299.38 (V).',
      source = source || '; unija.com (dependants: social assistance amount per person); gov.si ZSVarPre weights (child 0.59); slovenskenovice.delo.si 1.3.2026 (basic minimum income EUR 507.43)'
  WHERE country_code = 'SI' AND dependant_allowance_eur IS NULL AND residual_income_min_eur IS NOT NULL;
