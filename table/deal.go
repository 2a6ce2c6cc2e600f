package table

// The fair deal. A table's seed settles every die and card of its game,
// so whoever knows it before the end can play the game in private first
// and foresee every draw. Hence:
//
//   - A table with any online seat is dealt from the server's own
//     randomness (crypto/rand); a seed chosen by the client is refused
//     (ErrBadRequest), since somebody at the table would be wronged.
//     Tables whose seats are all on the host's device or bots may still
//     be dealt from a chosen seed (to replay a game, or to practise a
//     deal); their Info says so (Deal.Chosen).
//   - When the table is set, the server commits to the seed: it draws a
//     secret 32-byte salt and publishes SeedCommitment(code, seed, salt)
//     in every Info. Neither the seed nor the salt appears in any
//     payload until the game has ended.
//   - Once the game has ended, Info and the replay reveal the seed and
//     the salt. Anyone can then check that the commitment matches
//     (VerifyDeal) and that replaying the logged moves from that seed
//     reaches the same end.
//
// The salt makes the commitment hiding: 64 bits of seed alone could be
// searched by hashing every candidate.

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/binary"
	"encoding/hex"
	"strconv"

	"evergreen/store"
)

// CommitmentScheme names the commitment's format; it is the first line
// of the hashed text, so that a hash made for anything else can never be
// mistaken for a seed commitment.
const CommitmentScheme = "evergreen/seed-commitment/v1"

// SeedCommitment is the commitment to a table's seed: SHA-256 of the
// text
//
//	evergreen/seed-commitment/v1 LF code LF seed LF salt
//
// where code is the table's room code, seed the seed in decimal and salt
// the salt in lower-case hex (LF: a line feed, 0x0A; no line feed at the
// end).
func SeedCommitment(code string, seed uint64, salt []byte) []byte {
	h := sha256.New()
	h.Write([]byte(CommitmentScheme + "\n" + code + "\n" + strconv.FormatUint(seed, 10) + "\n" + hex.EncodeToString(salt)))
	return h.Sum(nil)
}

// VerifyDeal reports whether a revealed seed and salt match a table's
// published commitment.
func VerifyDeal(code string, seed uint64, salt, commitment []byte) bool {
	return len(commitment) == sha256.Size && subtle.ConstantTimeCompare(SeedCommitment(code, seed, salt), commitment) == 1
}

// Deal is what a table publishes about its seed (Info.Deal): the
// commitment from the start, and the seed and salt once the game is
// over.
type Deal struct {
	// Scheme is CommitmentScheme, so a verifier knows what was hashed.
	Scheme string `json:"scheme"`
	// Commitment is SeedCommitment in hex; "" for a table set before
	// commitments existed.
	Commitment string `json:"commitment"`
	// Chosen: the host chose the seed (a table with no online seat).
	Chosen bool `json:"chosen"`
	// Seed (decimal, as a string: it does not fit a JavaScript number)
	// and Salt (hex) are revealed once the game has ended, never before.
	Seed string `json:"seed,omitempty"`
	Salt string `json:"salt,omitempty"`
}

// DealOf describes the deal of the table rec as it may be shown now:
// the seed and salt only once the game has ended.
func DealOf(rec store.Table) Deal {
	d := Deal{Scheme: CommitmentScheme, Commitment: hex.EncodeToString(rec.SeedCommitment), Chosen: rec.SeedChosen}
	if rec.Status == Ended {
		d.Seed, d.Salt = strconv.FormatUint(rec.Seed, 10), hex.EncodeToString(rec.SeedSalt)
	}
	return d
}

// randomSeed draws a seed from crypto/rand; never 0, which means "none
// given" in a Config.
func randomSeed() uint64 {
	var b [8]byte
	for {
		_, _ = rand.Read(b[:]) // never fails (crypto/rand)
		if s := binary.LittleEndian.Uint64(b[:]); s != 0 {
			return s
		}
	}
}

// newSalt draws a commitment's salt.
func newSalt() []byte {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	return b
}
