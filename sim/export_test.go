package sim

// DealStream is the stream of the generator that deals a game's seats.
const DealStream = dealStream
