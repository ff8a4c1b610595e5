//===- Documents.cpp - Open documents and their edits ---------------------===//

#include "Documents.h"

#include "Positions.h"

using namespace ptxlint::lsp;

bool ptxlint::lsp::applyContentChange(std::string &Text,
                                      const llvm::json::Value &Change,
                                      std::string &Error) {
  const llvm::json::Object *O = Change.getAsObject();
  llvm::Optional<llvm::StringRef> NewText =
      O ? O->getString("text") : llvm::None;
  if (!NewText) {
    Error = "a content change needs a 'text'";
    return false;
  }
  const llvm::json::Value *Range = O->get("range");
  if (!Range) {
    Text = NewText->str();
    return true;
  }
  const llvm::json::Object *R = Range->getAsObject();
  std::optional<Position> Start =
      R ? positionFromJSON(R->get("start")) : std::nullopt;
  std::optional<Position> End =
      R ? positionFromJSON(R->get("end")) : std::nullopt;
  if (!Start || !End) {
    Error = "a content change's range needs a start and an end";
    return false;
  }
  // The table is rebuilt for every change: a change comes with a position
  // in the text as the previous change left it.
  LineTable Lines(Text);
  uint32_t Begin = Lines.offsetOf(*Start), Stop = Lines.offsetOf(*End);
  if (Stop < Begin) {
    Error = "a content change's range ends before it starts";
    return false;
  }
  Text.replace(Begin, Stop - Begin, NewText->str());
  return true;
}
