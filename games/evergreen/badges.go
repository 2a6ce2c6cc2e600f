package evergreen

import (
	"encoding/json"

	"evergreen/game/provenance"
)

// BadgesOf derives the provenance badge of every section and entry of r
// against def, the default rule set (package provenance holds the model):
// what r leaves as the default keeps the default's badge, what it changes
// is the table's variant, whatever badge the copy inherited. Keys are the
// sections of Provenance ("seasons", "sun", …) and "biomes/ID",
// "powers/ID", "cards/ID".
func BadgesOf(r, def *Rules) map[string]string {
	out := map[string]string{}
	sections := map[string][2]any{
		"seasons": {r.Seasons, def.Seasons}, "compensation": {r.Compensation, def.Compensation},
		"fertility_setup": {r.FertilitySetup, def.FertilitySetup}, "sun_start": {r.SunStart, def.SunStart},
		"sun": {r.Sun, def.Sun}, "planet": {r.Planet, def.Planet}, "solo": {r.Solo, def.Solo},
	}
	for k, p := range sections {
		out[k] = provenance.Of(def.Provenance[k], !sameJSON(p[0], p[1]))
	}
	for _, b := range r.Biomes {
		out["biomes/"+b.ID] = Variant
		for _, d := range def.Biomes {
			if d.ID == b.ID {
				out["biomes/"+b.ID] = provenance.Of(d.Provenance, !sameJSON(b, d))
			}
		}
	}
	for _, p := range r.Powers {
		out["powers/"+p.ID] = Variant
		for _, d := range def.Powers {
			if d.ID == p.ID {
				out["powers/"+p.ID] = provenance.Of(d.Provenance, !sameJSON(p, d))
			}
		}
	}
	for _, c := range r.Cards {
		out["cards/"+c.ID] = Variant
		for _, d := range def.Cards {
			if d.ID == c.ID {
				out["cards/"+c.ID] = provenance.Of(d.Provenance, !sameJSON(c, d))
			}
		}
	}
	return out
}

// Variant is the badge of what a table changes.
const Variant = provenance.Variant

func sameJSON(a, b any) bool {
	ja, err1 := json.Marshal(a)
	jb, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && string(ja) == string(jb)
}
