package evergreengame

import (
	"evergreen/bots"
	"evergreen/games/evergreen/evergreenbots"
)

// ReviewJudge is the judge a review of a planet game borrows (package
// review's Reviewer): the hard search's budget, its samples played to the
// end of the game rather than valued two rounds ahead as at the table, so
// that a review's win chances and expected scores are the game's final
// ones, in points.
func (r *Rules) ReviewJudge() bots.Bot {
	l := evergreenbots.Levels()[2]
	l.Name, l.Horizon = "hard, to the end", -1
	return evergreenbots.ISMCTS(r.RS, l)
}
