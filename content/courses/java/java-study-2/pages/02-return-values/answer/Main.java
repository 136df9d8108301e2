public class Main {
    public static int sum(int[] numbers) {
        int total = 0;
        for (int number : numbers) {
            total += number;
        }
        return total;
    }

    public static void main(String[] args) {
        int[] scores = {70, 85, 90};
        int total = sum(scores);
        System.out.println("Total: " + total);
        System.out.println("Average: " + total / scores.length);
    }
}
