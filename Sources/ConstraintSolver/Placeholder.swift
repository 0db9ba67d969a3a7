public enum ConstraintSolverPlaceholder {}
