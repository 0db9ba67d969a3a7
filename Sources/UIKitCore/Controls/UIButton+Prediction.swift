extension UIButton {
    /// What a touch going down on the button will show, for the page to draw before the server
    /// answers (docs/protocol.md, "Prediction").
    ///
    /// The rule: only what follows from the button's own state table is predicted, the title
    /// colour a button without a configuration has for `state` with `.highlighted` added.
    /// Nothing that runs app code (a configuration update handler, an overridden
    /// `updateConfiguration()`, an action) is predicted, and nothing at all for a button that
    /// would not highlight: disabled, not taking input, or with a menu shown as its primary
    /// action.
    var pressedPrediction: RenderValue? {
        let prediction = currentPressedPrediction
        renderedPrediction = prediction
        return prediction.map(predictionValue)
    }

    /// The state changed: the prediction is sent again if it changed. The state is already
    /// new, so the client's value is the one computed last.
    func pressedPredictionMayHaveChanged() {
        willChangeRender(.pressed, from: renderedPrediction.map(predictionValue))
    }

    private var currentPressedPrediction: PressedPrediction? {
        // Computed from the state without the highlight, so a touch in progress (the button
        // highlighted) does not withdraw the prediction and send it again afterwards.
        guard configuration == nil, configurationUpdateHandler == nil, isEnabled, isUserInteractionEnabled,
              !showsMenuAsPrimaryAction, let label = titleLabel, label.storedAttributedText == nil,
              let text = label.text, !text.isEmpty else { return nil }
        let resting = state.subtracting(.highlighted)
        let traits = label.traitCollection
        let highlighted = (titleColor(for: resting.union(.highlighted)) ?? .white).render(in: traits)
        guard highlighted != (titleColor(for: resting) ?? .white).render(in: traits) else { return nil }
        return PressedPrediction(color: highlighted)
    }

    /// The prediction as the page reads it: the title label takes the color. The label is the
    /// one the button made, whose node is the same for its life, so a prediction keeps no node.
    private func predictionValue(_ prediction: PressedPrediction) -> RenderValue {
        let labelID = (titleLabel ?? storedTitleLabel).renderNodeID
        return .predictions([RenderPrediction(id: labelID, properties: [RenderProperty(.color, .color(prediction.color))])])
    }
}

/// A button's touch-down prediction: its title label takes `color`.
struct PressedPrediction {
    let color: RenderColor
}
