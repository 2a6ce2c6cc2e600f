package bots_test

import (
	"testing"

	"evergreen/bots"
	"evergreen/bots/bottest"
	"evergreen/games/nobles"
)

func TestRandomConformance(t *testing.T) {
	bottest.Run(t, func(*nobles.Ruleset) bots.Bot { return bots.Random{} })
}
