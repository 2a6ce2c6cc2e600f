package ruleset

// Merge applies the rule-set document patch on top of base and returns the
// merged document, following JSON Merge Patch (RFC 7396):
//
//   - an object in patch is merged into the object at the same place in
//     base, key by key, recursively (if base has no object there, the patch
//     object is merged into an empty one);
//   - a null in patch deletes that key from base (and a null inside a patch
//     object that base lacks simply disappears);
//   - anything else in patch (a string, number, boolean or array) replaces
//     the value in base whole. Arrays are never merged element by element:
//     to change one card, a rule-set document restates the whole deck.
//
// Both documents must be JSON objects. Errors are *DocError values naming
// which document is at fault ("base document" or "rule-set document") with
// the line, column and byte offset of syntax errors. Duplicate keys are
// errors, since which one "wins" is not something a rule set should leave
// to chance.
//
// The result is compact JSON. Keys keep base's order, with keys new in the
// patch appended in the patch's order, and numbers are copied exactly as
// written. It is not canonical; use Canonical or Code for comparisons.
func Merge(base, patch []byte) ([]byte, error) {
	b, err := parseObject(base, docBase, false)
	if err != nil {
		return nil, err
	}
	p, err := parseObject(patch, docRuleSet, false)
	if err != nil {
		return nil, err
	}
	mergeObject(b, p)
	return appendJSON(nil, b, false), nil
}

// mergeValue returns target with patch applied.
func mergeValue(target, patch any) any {
	po, ok := patch.(*object)
	if !ok {
		return patch
	}
	to, ok := target.(*object)
	if !ok {
		to = &object{}
	}
	mergeObject(to, po)
	return to
}

// mergeObject applies patch to target in place. Neither may hold duplicate
// keys.
func mergeObject(target, patch *object) {
	index := make(map[string]int, len(target.members))
	for i, m := range target.members {
		index[m.key] = i
	}
	var deleted []bool // by index into target.members; nil until a deletion
	for _, pm := range patch.members {
		i, found := index[pm.key]
		switch {
		case pm.val == nil && found:
			if deleted == nil {
				deleted = make([]bool, len(target.members))
			}
			deleted[i] = true
		case pm.val == nil:
			// Deleting what is not there does nothing.
		case found:
			target.members[i].val = mergeValue(target.members[i].val, pm.val)
		default:
			index[pm.key] = len(target.members)
			target.members = append(target.members, member{key: pm.key, val: mergeValue(nil, pm.val)})
		}
	}
	if deleted != nil {
		kept := target.members[:0]
		for i, m := range target.members {
			if i >= len(deleted) || !deleted[i] {
				kept = append(kept, m)
			}
		}
		target.members = kept
	}
}
