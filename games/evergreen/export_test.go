package evergreen

// RemovePower empties power id's track (every value 0), for the mutation
// run (mutation_test.go): playing the power then does nothing. It
// reports whether the power exists.
func (rs *Ruleset) RemovePower(id string) bool {
	for k := range numPowers {
		if powerName(k) == id {
			rs.tracks[k] = make([]int, len(rs.tracks[k]))
			return true
		}
	}
	return false
}
