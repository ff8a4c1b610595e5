//===- AddressSpace.td - isspacep, cvta, mapa and getctarank ---===//
//
// (Being written.)
