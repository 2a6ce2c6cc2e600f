package ruleset

// Validator is a decoded rule set that checks itself, returning every
// problem with its path (a Problems) or nil.
type Validator interface {
	Validate() error
}

// Patch merges patch onto base (see Merge); an empty patch leaves base
// as it is. Every game's LoadRules starts here.
func Patch(base, patch []byte) ([]byte, error) {
	if len(patch) == 0 {
		return base, nil
	}
	return Merge(base, patch)
}

// Load is the pipeline every game's loader runs on a complete document:
// decode it strictly into v, let v validate itself, and return the
// document's canonical bytes and its code. On any problem v may be
// partly filled and nothing else is returned.
func Load(doc []byte, v Validator) (canonical []byte, code string, err error) {
	if err := DecodeStrict(doc, v); err != nil {
		return nil, "", err
	}
	if err := v.Validate(); err != nil {
		return nil, "", err
	}
	canonical, err = Canonical(doc)
	if err != nil {
		return nil, "", err
	}
	return canonical, codeOf(canonical), nil
}
