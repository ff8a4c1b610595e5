//===- AsyncStore.td - st.async, st.bulk and multimem ---===//
//
// (Being written.)
